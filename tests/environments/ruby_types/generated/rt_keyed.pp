# Use the 'puppet generate types' command to regenerate this file.

Puppet::Resource::ResourceType3.new(
  'rt_keyed',
  [
    # The basic property that the resource should be in.
    # 
    # Valid values are `present`, `absent`.
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'key')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    # Valid values are `rsa`, `ed25519`.
    Puppet::Resource::Param(Enum['rsa', 'ed25519'], 'kind', true)
  ],
  {
    /^(.*?)@(.*)$/ => ['name', 'kind'],
    /^([^@]+)$/ => ['name']
  },
  true,
  false)
