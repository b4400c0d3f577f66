# Templates asking for huge arrays and strings at once.
# exit: any
notice(inline_template('<% a = []; a[10**9] = 1 %><%= a.size %>') )
