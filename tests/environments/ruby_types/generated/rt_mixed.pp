# Use the 'puppet generate types' command to regenerate this file.

Puppet::Resource::ResourceType3.new(
  'rt_mixed',
  [
    Puppet::Resource::Param(Any, 'comment'),

    # An extra property.
    Puppet::Resource::Param(Any, 'extra'),

    Puppet::Resource::Param(Any, 'size')
  ],
  [
    # Seconds to wait.
    Puppet::Resource::Param(Any, 'timeout'),

    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'retries'),

    Puppet::Resource::Param(Any, 'patched'),

    # The specific backend to use for this `rt_mixed`
    # resource. You will seldom need to specify this --- Puppet will usually
    # discover the appropriate provider for your platform.Available providers are:
    # 
    # plain
    # : Does nothing.
    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
