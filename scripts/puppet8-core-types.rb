# Writes src/eval/data/puppet8_core_types.json: the resource types of the core
# modules Puppet 8.10 (Debian trixie's puppet-agent) bundles and Debian 12's
# Puppet 7.23 lacks, with their attributes, key attributes and title patterns.
# Usage (in the chroot): ruby puppet8-core-types.rb > puppet8_core_types.json
require 'puppet'
require 'json'
Puppet.initialize_settings(%w(--confdir /tmp/core-types/conf --vardir /tmp/core-types/var))
Puppet::Type.loadall
out = {}
%w(augeas cron host mount scheduled_task selboolean selmodule ssh_authorized_key sshkey yumrepo zfs zone zpool).each do |n|
  t = Puppet::Type.type(n.to_sym)
  pats = t.title_patterns.map { |re, parts| {source: re.source, flags: (re.options & Regexp::MULTILINE != 0 ? 'm' : '') + (re.options & Regexp::IGNORECASE != 0 ? 'i' : '') + (re.options & Regexp::EXTENDED != 0 ? 'x' : ''), attributes: parts.map { |p| p[0].to_s }} }
  out[n] = {properties: t.properties.map { |p| p.name.to_s }, parameters: t.parameters.map(&:to_s), namevars: t.key_attributes.map(&:to_s), title_patterns: pats, isomorphic: t.isomorphic?}
end
puts JSON.pretty_generate({source: "Puppet 8.10 (Debian trixie puppet-agent): the types of the core modules it bundles (Puppet::Type.type(NAME)), which Debian 12 Puppet 7.23 lacks", types: out})
