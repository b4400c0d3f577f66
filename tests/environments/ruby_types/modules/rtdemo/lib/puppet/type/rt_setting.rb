# Section and setting are namevars read from "section/setting" titles, the
# procs that Puppet's ini-style types use included; `name` is a plain namevar too.
Puppet::Type.newtype(:rt_setting) do
  ensurable do
    defaultvalues
    defaultto :present
  end

  def self.title_patterns
    identity = lambda { |x| x }
    [
      [
        %r{^([^/]*)/(.*)$},
        [
          [:section, identity],
          [:setting, identity],
        ],
      ],
      [
        /^(.*)$/,
        [
          [:name, identity],
        ],
      ],
    ]
  end

  newparam(:name) do
    isnamevar
  end

  newparam(:section) do
    isnamevar
  end

  newparam(:setting) do
    isnamevar
  end

  newproperty(:value)
  newparam(:path)
end
