# Precisions and widths of 70,000 in every formatter.
# exit: 0
notice(sprintf('%.70000f', 1.0).length)
notice(sprintf('%.70000e', 1.0).length)
notice(sprintf('%.70000g', 1.0).length)
notice(sprintf('%70000d', 1).length)
notice(sprintf('%-70000s|', 'x').length)
notice(String(1.0, '%.70000e').length)
notice(inline_template('<%= format("%.70000f", 1.0).length %> <%= ("%.70000e" % 2.0).length %> <%= 1.5.round(70000) %> <%= 1.5.floor(70000) %> <%= 12.5.ceil(70000) %>'))
