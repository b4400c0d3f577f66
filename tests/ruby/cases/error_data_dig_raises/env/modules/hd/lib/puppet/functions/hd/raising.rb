# A data_dig function that raises for one key.
Puppet::Functions.create_function(:'hd::raising') do
  def raising(segments, options, context)
    raise ArgumentError, "cannot dig #{segments.join('/')}" if segments.first == 'bad'
    context.not_found
  end
end
