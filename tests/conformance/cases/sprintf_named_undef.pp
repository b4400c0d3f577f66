# An undef named in a hash reaches Ruby's format as nil: `%p` shows it as
# `nil`, `%s` and `%{}` as nothing; a top-level undef is an empty string.
notify { 'inspected': message => sprintf('<%<a>p>', { 'a' => undef }) }
notify { 'padded': message => sprintf('<%<a>6p>', { 'a' => undef }) }
notify { 'string': message => sprintf('<%<a>s|%{a}>', { 'a' => undef }) }
notify { 'top level': message => sprintf('<%p|%s>', undef, undef) }
notify { 'nested': message => sprintf('<%<a>p|%<b>s>', { 'a' => [undef], 'b' => { 'k' => undef } }) }
