# Attributes from a module the type extends, from a method of that module,
# and (see the provider) from a provider file reopening the type class.
require_relative '../../puppet_x/rtdemo/common'

Puppet::Type.newtype(:rt_mixed) do
  extend PuppetX::Rtdemo::Common

  newparam(:name, namevar: true)
  create_extras
  newproperty(:size)
end
