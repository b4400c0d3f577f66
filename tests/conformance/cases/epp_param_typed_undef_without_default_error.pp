# Undef given to a typed parameter without a default is checked as undef.
notify { 'n': message => inline_epp('<%- | Array $g | -%><%= $g %>', { 'g' => undef }) }
