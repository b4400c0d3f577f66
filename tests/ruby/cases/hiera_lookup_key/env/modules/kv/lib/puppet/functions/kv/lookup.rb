# A lookup_key backend: reads `key=value` lines from the level's path,
# caches the parsed file in the lookup context, prefixes values with the
# level's option.
Puppet::Functions.create_function(:'kv::lookup') do
  dispatch :lookup_key do
    param 'Variant[String,Numeric]', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def lookup_key(key, options, context)
    path = options['path']
    data = context.cached_file_data(path) do |content|
      content.lines.map(&:chomp).reject(&:empty?).map { |l| l.split('=', 2) }.to_h
    end
    context.not_found unless data.include?(key)
    context.interpolate("#{options['prefix']}#{data[key]}")
  end
end
