# A data_dig backend: digs the key's segments into the level's JSON file,
# counting the calls for the key `counted`.
require 'json'
Puppet::Functions.create_function(:'hd::json_dig') do
  dispatch :json_dig do
    param 'Array[Variant[String, Integer]]', :segments
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def json_dig(segments, options, context)
    if segments == ['counted']
      $hd_dig_calls = ($hd_dig_calls || 0) + 1
      return "counted #{$hd_dig_calls}"
    end
    data = context.cached_file_data(options['path']) { |content| JSON.parse(content) }
    segments.reduce(data) do |node, segment|
      context.not_found unless (node.is_a?(Hash) && node.include?(segment)) || (node.is_a?(Array) && segment.is_a?(Integer) && segment < node.size)
      node[segment]
    end
  end
end
