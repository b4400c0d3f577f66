# Idioms common in public modules' templates, in templates of our own.
class web (
  $listen = ['80', '443'],
  $ipv6_listen_options = '',
  $server_name = 'www.example.com',
  $log = 'access.log',
  $directories = [{'path' => '/var/www', 'options' => ['Indexes', 'FollowSymLinks'], 'allow_override' => ['None'], 'require' => undef}, {'path' => '/srv', 'custom' => "Header set X 1\nHeader set Y 2"}],
  $headers = {'X-Frame-Options' => 'DENY', 'Strict-Transport-Security' => 'max-age=31536000'},
  $ports = [80, 8080],
  $ssl = false,
  $version = '2.4.1',
) {
  $unset = undef
  file { '/etc/web.conf': content => inline_template(@(E)) }
<% @listen = Array(@listen) -%>
<% @listen.each_with_index do |l, i| -%>
listen <%= l %><% if i == 0 then %> default_server<% end %>;
<% end -%>
<% ports = @ports.dup; ports[2] ||= ports[0] -%>
ports <%= ports.join(' ') %>
server_name <%= [@server_name].flatten.compact.map { |s| s.gsub(/^www\./, '') }.join(' ') %>;
<% if defined? @unset -%>
defined unset: <%= @unset.inspect %>
<% end -%>
<% if @ipv6_listen_options and ! @ipv6_listen_options.empty? -%>
ipv6 <%= @ipv6_listen_options %>
<% elsif not @ssl -%>
no ssl, no ipv6 options
<% end -%>
<%- Array(@log).each do |line| -%>
log <%= line %>
<%- end -%>
<%- field_width = @headers.inject(0) { |l, (k, v)| k.size > l ? k.size : l } -%>
<%- @headers.sort_by { |k, v| k }.each do |key, value| -%>
<%= key.ljust(field_width) %> = <%= value %>
<%- end -%>
<%- @directories.each do |directory| -%>
<Directory "<%= directory['path'] %>">
<%-   if directory['options'] -%>
  Options <%= Array(directory['options']).join(' ') %>
<%-   end -%>
<%-   unless directory['allow_override'].nil? -%>
  AllowOverride <%= directory['allow_override'].join(' ') %>
<%-   end -%>
<%-   if directory['require'] and ! directory['require'].empty? -%>
  Require <%= directory['require'] %>
<%-   end -%>
<%-   if directory['custom'] -%>
<%- directory['custom'].each_line do |l| -%>
  <%= l.chomp %>
<%- end -%>
<%-   end -%>
</Directory>
<%- end -%>
<% if scope.call_function('versioncmp', [@version, '2.4']) >= 0 -%>
modern <%= scope.function_versioncmp([@version, '3.0']) %>
<% end -%>
<%= sprintf("%-8s%5d", 'width', 42) %>
<%= @listen.size > 1 ? "#{@listen.size} listeners" : 'one listener' -%>

E
}
include web
