# A pure function of the modern API.
Puppet::Functions.create_function(:'rw::double') do
  dispatch :double do
    param 'Integer', :value
  end

  def double(value)
    value * 2
  end
end
