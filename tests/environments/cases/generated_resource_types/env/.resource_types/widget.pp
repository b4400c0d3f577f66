# What 'puppet generate types' wrote for gadgets' widget type, with a
# `color` parameter added: Puppet reads this file, not the Ruby type.
Puppet::Resource::ResourceType3.new(
  'widget',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),
    Puppet::Resource::Param(Any, 'size')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),
    Puppet::Resource::Param(Any, 'color')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
