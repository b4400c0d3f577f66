# Loaded into real Puppet by scripts/regen-store (RUBYOPT=-r...): lets the
# PuppetDB terminus talk plain HTTP to the loopback PuppetDB that
# scripts/puppetdb-start runs. The terminus accepts only https server
# URLs; everything else it does (what it sends, what it queries, how it
# turns results into resources) stays Puppet's own.
require 'puppet'
require 'puppet/util/puppetdb/config'

class << Puppet::Util::Puppetdb::Config
  alias_method :spaceship_https_only_urls, :convert_and_validate_urls

  def convert_and_validate_urls(uri_strings)
    strings = uri_strings.map(&:strip)
    checked = spaceship_https_only_urls(strings.map { |s| s.sub(/\Ahttp:/i, 'https:') })
    checked.zip(strings).map do |uri, given|
      given =~ /\Ahttp:/i ? URI(uri.to_s.sub(/\Ahttps:/i, 'http:')) : uri
    end
  end
end
