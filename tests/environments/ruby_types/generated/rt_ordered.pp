# Use the 'puppet generate types' command to regenerate this file.

Puppet::Resource::ResourceType3.new(
  'rt_ordered',
  [
    Puppet::Resource::Param(Any, 'content')
  ],
  [
    Puppet::Resource::Param(Any, 'position', true),

    Puppet::Resource::Param(Any, 'label', true)
  ],
  {
    /\A(\d+)-(\w+)\z/ => ['position', 'label']
  },
  true,
  false)
