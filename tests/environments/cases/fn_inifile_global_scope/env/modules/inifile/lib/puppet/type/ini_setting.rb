# Placeholder written for the tests: the attributes of inifile's
# ini_setting that the case uses (scripts/regen-environments runs Puppet
# with the real module, see real-modules).
Puppet::Type.newtype(:ini_setting) do
  ensurable
  newparam(:name, namevar: true)
  newparam(:section)
  newparam(:setting)
  newparam(:path)
  newproperty(:value)
end
