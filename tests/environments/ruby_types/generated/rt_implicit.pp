# Use the 'puppet generate types' command to regenerate this file.

Puppet::Resource::ResourceType3.new(
  'rt_implicit',
  [
    Puppet::Resource::Param(Any, 'content')
  ],
  [
    # The name, never marked as namevar.
    Puppet::Resource::Param(Any, 'name'),

    Puppet::Resource::Param(Any, 'mode')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
