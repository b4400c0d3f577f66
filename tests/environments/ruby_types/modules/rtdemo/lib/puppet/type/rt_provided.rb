# A type with a provider: Puppet adds the `provider` parameter.
Puppet::Type.newtype(:rt_provided) do
  newparam(:name, namevar: true)
  newproperty(:level)
end
