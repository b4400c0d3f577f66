# Calls other functions: a built-in, a Ruby one, one written in Puppet.
Puppet::Functions.create_function(:'rw::combine') do
  dispatch :combine do
    param 'Array[String]', :words
    optional_param 'Integer', :base
  end

  def combine(words, base = 1)
    upper = call_function('upcase', words)
    doubled = call_function('rw::double', base)
    plus = call_function('rw::plus_one', doubled)
    "#{upper.join(',')}:#{doubled}:#{plus}"
  end
end
