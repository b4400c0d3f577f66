# `isnamevar` inside the block; an ensurable with a block; a namevar that is not `name`.
Puppet::Type.newtype(:rt_pathlike) do
  ensurable do
    defaultvalues
    newvalue(:directory) do
      # nothing
    end
    defaultto :present
  end

  newparam(:path) do
    isnamevar
    validate do |value|
      raise ArgumentError, "path must be absolute: #{value}" unless value.start_with?('/')
    end
  end

  newproperty(:owner) do
    desc "newparam(:not_a_param) inside a string is ignored"
  end

  # newproperty(:commented_out)
  newproperty(:group, namevar: false)
end
