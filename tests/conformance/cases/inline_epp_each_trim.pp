$tmpl = @(EOT)
<% $items.each |$i| { -%>
item <%= $i %>
<% } -%>
EOT
notify { 't': message => inline_epp($tmpl, { 'items' => ['x', 'y'] }) }
