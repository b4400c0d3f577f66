$x = @("END"/tn)
	tab\there\nnewline
	|- END
notify { 'r': message => "[${x}]" }
