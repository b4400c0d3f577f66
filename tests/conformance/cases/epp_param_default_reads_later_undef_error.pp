# A later parameter given undef has no value yet when an earlier default
# reads it.
notify { 'n': message => inline_epp('<%- | $a = "x${b}", $b = 1 | -%><%= $a %>', { 'b' => undef }) }
