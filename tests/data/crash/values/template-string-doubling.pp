# exit: 1
# expect: failed to allocate memory: a string of 536870912 characters
notice(inline_template('<% s = "ab" * 2**26; 40.times { s = s + s } %><%= s.length %>'))
