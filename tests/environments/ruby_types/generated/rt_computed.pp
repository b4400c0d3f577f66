# Use the 'puppet generate types' command to regenerate this file.

Puppet::Resource::ResourceType3.new(
  'rt_computed',
  [
    Puppet::Resource::Param(Any, 'state')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'port', true)
  ],
  {
    /^(.*):(.*)$/ => ['name', 'port'],
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
