$t = @("END"/t)
	tab\there
	END
notify { 'h': message => $t }
