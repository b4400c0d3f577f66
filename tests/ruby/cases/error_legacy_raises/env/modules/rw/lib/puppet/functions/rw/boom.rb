# Raises.
Puppet::Functions.create_function(:'rw::boom') do
  dispatch :boom do
    param 'String', :why
  end

  def boom(why)
    raise ArgumentError, "rw::boom refuses: #{why}"
  end
end
