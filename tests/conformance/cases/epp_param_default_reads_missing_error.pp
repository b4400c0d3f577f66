# A default that reads an earlier parameter left without a value.
notify { 'n': message => inline_epp('<%- | $a, $b = $a | -%><%= $b %>', {}) }
