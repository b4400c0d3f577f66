mod::private_define { 'outside': }
