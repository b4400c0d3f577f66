# Use the 'puppet generate types' command to regenerate this file.

Puppet::Resource::ResourceType3.new(
  'rt_pathlike',
  [
    # The basic property that the resource should be in.
    # 
    # Valid values are `present`, `absent`, `directory`.
    Puppet::Resource::Param(Enum['present', 'absent', 'directory'], 'ensure'),

    # newparam(:not_a_param) inside a string is ignored
    Puppet::Resource::Param(Any, 'owner'),

    Puppet::Resource::Param(Any, 'group')
  ],
  [
    Puppet::Resource::Param(Any, 'path', true)
  ],
  {
    /(?m-ix:(.*))/ => ['path']
  },
  true,
  false)
