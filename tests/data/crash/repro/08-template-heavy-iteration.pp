# exit: 1
notice(inline_template('<% [1].each { (1..10**12).each { } } %>'))
