# A `name` parameter nobody marks as namevar: Puppet makes it the key anyway.
Puppet::Type.newtype(:rt_implicit, self_refresh: true) do
  newparam(:name) do
    desc "The name, never marked as namevar."
  end

  newproperty(:content)
  newparam(:mode)
end
