# Precisions Rust's formatter cannot take (65,536 and more) give Ruby's
# strings (lengths as Puppet 7.23 printed them).
# exit: 0
# expect: notice: 70002
# expect: notice: 70006
# expect: notice: 70004
# expect: notice: 70002 70006 1.5 0 0
notice(sprintf('%.70000f', 1.0).length)
notice(String(1.0, '%.70000e').length)
notice(sprintf('%.70000g|%.70000d', 1.5, 3).length)
notice(inline_template('<%= ("%.70000f" % 1.5).length %> <%= format("%.70000e", 2.5).length %> <%= 1.5.round(70000) %> <%= 15.round(-70000) %> <%= 1.5.round(-400) %>'))
