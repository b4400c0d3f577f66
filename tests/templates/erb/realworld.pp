class sshd (
  $port = 22,
  $listen = ['0.0.0.0', '::'],
  $options = {'PermitRootLogin' => 'no', 'X11Forwarding' => false, 'AllowUsers' => ['alice', 'bob'], 'Banner' => undef},
  $match = {'User anoncvs' => {'X11Forwarding' => 'no', 'AllowTcpForwarding' => 'no'}},
) {
  file { '/etc/ssh/sshd_config': content => inline_template(@(E)) }
# File managed by Puppet
Port <%= @port %>
<% @listen.each do |addr| -%>
ListenAddress <%= addr %>
<% end -%>
<% @options.keys.sort.each do |k| -%>
<%-   v = @options[k] -%>
<%-   next if v.nil? || v == :undef -%>
<%-   if v.is_a?(Array) -%>
<%= k %> <%= v.join(' ') %>
<%-   elsif v == true || v == false -%>
<%= k %> <%= v ? 'yes' : 'no' %>
<%-   else -%>
<%= k %> <%= v %>
<%-   end -%>
<% end -%>
<% @match.each_pair do |cond, opts| -%>
Match <%= cond %>
<%   opts.sort.each do |key, value| -%>
    <%= key %> <%= value %>
<%   end -%>
<% end -%>
E
  file { '/etc/hosts.conf': content => inline_template(@(E)) }
<%# Upstream nginx-like block -%>
upstream <%= @title %> {
<% [['10.0.0.1', 80], ['10.0.0.2', 8080]].each_with_index do |(host, port), i| -%>
  server <%= host %>:<%= port %><%= ' backup' if i > 0 %>;
<% end -%>
}
<%= @listen.map { |l| "listen #{l}:#{@port};" }.join("\n") %>
<% unless @options.empty? -%>
# <%= @options.size %> options, <%= @options.values.compact.length %> set
<% end -%>
<%= "%-20s %s" % ['key', 'value'] %>
<%= [@port, @listen.size].max %>
E
}
include sshd
