# exit: 1
# expect: failed to allocate memory
notice(inline_template('<%= Array.new(10**12, 0).length %>'))
