# Two namevars; the second can come from the title after an '@'.
Puppet::Type.newtype(:rt_keyed) do
  ensurable

  def self.title_patterns
    [
      [
        /^(.*?)@(.*)$/,
        [
          [:name],
          [:kind],
        ],
      ],
      [
        /^([^@]+)$/,
        [
          [:name],
        ],
      ],
    ]
  end

  newparam(:name) do
    isnamevar
  end

  newparam(:kind) do
    isnamevar
    newvalues(:rsa, :ed25519)
  end

  newproperty(:key)
end
