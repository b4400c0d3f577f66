# exit: any
notice(inline_template('<%= ([1] * 10**10).size %>'))
