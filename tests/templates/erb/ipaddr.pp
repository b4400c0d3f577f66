# Ruby's IPAddr as nginx's geo.erb uses it: networks sorted by their
# number, masked to the network, and the few methods templates call.
$networks = { '192.168.0.0/16' => 'lan', '10.1.2.3/8' => 'intra', '172.16.0.0-172.16.255.255' => 'range', '2001:db8::1/32' => 'v6' }
notify { 'a': message => inline_template(@(E)) }
<% require 'ipaddr' -%>
<%- @networks.sort_by { |k, v| IPAddr.new(k.split('-').first).to_i }.each do |k, v| -%>
<%= k %> <%= v %> <%= IPAddr.new(k.split('-').first).to_s %>
<%- end -%>
<%= IPAddr.new('10.0.0.0/8').inspect %> <%= IPAddr.new('10.0.0.0/8').include?('10.2.3.4') %> <%= IPAddr.new('10.0.0.0/8').prefix %> <%= IPAddr.new('::1').ipv6? %> <%= IPAddr.new('192.168.1.7/255.255.255.0') %>
E
