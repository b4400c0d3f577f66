# A data_hash function that gives a string instead of a hash.
Puppet::Functions.create_function(:'hd::broken') do
  def broken(options, context)
    File.read(options['path'])
  end
end
