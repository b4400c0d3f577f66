$top = 'topval'
$arr = ['x']
class ntp ($servers = ['0.pool', '1.pool'], $enabled = true) {
  $local = 'in-class'
  notify { 'ntp': message => inline_template(@(E)) }
servers=<%= @servers.join(' ') %>|<%= scope['ntp::servers'].inspect %>|<%= scope['::top'] %>|<%= scope['top'] %>|<%= @top %>|<%= @local %>|<%= scope['local'] %>
lv=<%= scope.lookupvar('servers').inspect %>|<%= scope.lookupvar('::top') %>|<%= scope.lookupvar('ntp::enabled') %>|<%= scope.lookupvar('nonexist').inspect %>|<%= scope['other::x'].inspect %>
hv=<%= has_variable?('local') %>|<%= has_variable?('top') %>|<%= has_variable?('zz') %>|<%= has_variable?('enabled') %>
fn=<%= scope.call_function('upcase', ['abc']) %>|<%= scope.call_function('join', [['a', 'b'], '-']) %>|<%= scope.function_sprintf(['%03d', 7]) %>|<%= scope.call_function('size', [[1, 2, 3]]) %>|<%= scope.call_function('sha1', ['x']) %>
facts=<%= @facts['os']['family'] %>|<%= @fqdn %>|<%= @os['release']['major'] %>|<%= scope['facts']['hostname'] %>|<%= @processorcount + 1 %>|<%= @is_virtual.inspect %>
name=<%= @name %>|<%= @title %>|<%= @module_name.inspect %>|<%= @caller_module_name.inspect %>
E
}
include ntp
define app::site ($port = 80) {
  notify { "site ${title}": message => inline_template('<%= @title %>:<%= @port %>:<%= @name %>:<%= scope["port"] %>:<%= @top %>') }
}
app::site { 'one': port => 8080 }
node default {
  $nodevar = 'nv'
  notify { 'node': message => inline_template('<%= @nodevar %>|<%= @top %>|<%= scope["::nodevar"].inspect %>|<%= has_variable?("nodevar") %>') }
}
