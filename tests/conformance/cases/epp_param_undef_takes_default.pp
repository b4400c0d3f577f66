# A template parameter given undef takes its default, as Puppet's call by
# name does; one without a default is undef (if its type allows it).
notify { 'array': message => inline_epp('<%- | Array $g = [] | -%><%= $g %>', { 'g' => undef }) }
notify { 'chained': message => inline_epp('<%- | $g = 5, $h = $g | -%><%= $g %>/<%= $h %>', { 'g' => undef }) }
notify { 'optional': message => inline_epp('<%- | Optional[Integer] $g | -%>[<%= $g %>]', { 'g' => undef }) }
notify { 'given': message => inline_epp('<%- | $g = 7 | -%>[<%= $g %>]', { 'g' => 1 }) }
