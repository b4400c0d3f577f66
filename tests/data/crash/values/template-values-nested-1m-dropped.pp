# Made and dropped without being used: the drop is iterative.
# exit: 0
# expect: notice: done
notice(inline_template('<% a = []; 1000000.times { a = [a] } %>done'))
