# Use the 'puppet generate types' command to regenerate this file.

Puppet::Resource::ResourceType3.new(
  'rt_provided',
  [
    Puppet::Resource::Param(Any, 'level')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    # The specific backend to use for this `rt_provided`
    # resource. You will seldom need to specify this --- Puppet will usually
    # discover the appropriate provider for your platform.Available providers are:
    # 
    # ruby
    # : Does nothing.
    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
