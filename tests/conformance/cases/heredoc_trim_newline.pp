$t = @(END)
line1
line2
- END
notify { "[${t}]": }
