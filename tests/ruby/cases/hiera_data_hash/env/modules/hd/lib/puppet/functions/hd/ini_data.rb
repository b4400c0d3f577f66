# A data_hash backend: `key=value` lines of the level's path, lines
# starting with the `comment` option skipped.
Puppet::Functions.create_function(:'hd::ini_data') do
  dispatch :ini_data do
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def ini_data(options, context)
    File.readlines(options['path']).map(&:chomp)
        .reject { |l| l.empty? || l.start_with?(options['comment']) }
        .map { |l| l.split('=', 2) }.to_h
  end
end
