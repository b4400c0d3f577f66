# Given values are set before any default runs: a default may read a later
# parameter that was given a value.
notify { 'n': message => inline_epp('<%- | $a = $b, $b = 1 | -%><%= $a %>/<%= $b %>', { 'b' => 2 }) }
