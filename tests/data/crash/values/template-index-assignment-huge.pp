# exit: 1
# expect: failed to allocate memory: an array of 1000000001 elements
notice(inline_template('<% a = []; a[10**9] = 1 %><%= a.length %>'))
