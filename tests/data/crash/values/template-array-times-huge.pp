# Ruby raises NoMemoryError; spaceship refuses at its size budget.
# exit: 1
# expect: failed to allocate memory: an array of 10000000000 elements
notice(inline_template('<%= ([1] * 10**10).length %>'))
