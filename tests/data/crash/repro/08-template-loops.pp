# Templates looping without end, and one iteration doing huge work.
# exit: 1
notice(inline_template('<% loop do end %>'))
