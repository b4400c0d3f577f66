# Use the 'puppet generate types' command to regenerate this file.

# A simple test type.
Puppet::Resource::ResourceType3.new(
  'rt_simple',
  [
    # The basic property that the resource should be in.
    # 
    # Valid values are `present`, `absent`.
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    # Some value.
    Puppet::Resource::Param(Any, 'value')
  ],
  [
    # The name.
    Puppet::Resource::Param(Any, 'name', true),

    # A boolean parameter.
    # 
    # Valid values are `true`, `false`, `yes`, `no`.
    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'yes', 'no']], 'force')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
