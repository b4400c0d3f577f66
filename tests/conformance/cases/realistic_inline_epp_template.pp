class ntp($servers = ['0.pool', '1.pool'], $restrict = true) {
  $tmpl = @(EOT)
    <% $servers.each |$s| { -%>
    server <%= $s %>
    <% } -%>
    <% if $restrict { %>restrict default<% } %>
    | EOT
  file { '/etc/ntp.conf': content => inline_epp($tmpl, { 'servers' => $servers, 'restrict' => $restrict }) }
}
class { 'ntp': servers => ['a', 'b', 'c'] }
