# exit: 1
notice(inline_epp('<% Integer[1, 1000000000000].each |$i| { } %>'))
