$t = Timestamp('2021-03-04T05:06:07Z')
notify { 'x': message => "${t.strftime('%Y')} ${strftime($t, '%m')} ${t.strftime('%y %C %u %w %U %W %G %V %h %A %B %c %D %R %T %x %X')}" }
